import { chatServices } from '@/content/chat';
import { caseStudies } from '@/content/portfolio';
import { caseStudyHref } from '@/lib/links';
import type { ChatConfig } from './config';
import { CHAT_PROJECT_COUNT } from './constants';

/**
 * The chatbot's buttons: its six services, and the first case studies of the showcase as its projects, each
 * leading to its case-study page. Built on the server and handed to the chat island as plain data, so the
 * case studies' full text and their schema never reach the browser.
 */
export const siteChatConfig: ChatConfig = {
  services: chatServices,
  projects: caseStudies.slice(0, CHAT_PROJECT_COUNT).map((study) => ({
    id: study.slug,
    name: study.client,
    kind: study.industry,
    description: study.description,
    url: caseStudyHref(study.slug),
  })),
};
