import type { ChatConfig } from '@/lib/chat/config';
import { chatServices } from '@/lib/chat/config';
import { CHAT_PROJECT_COUNT } from '@/lib/chat/constants';
import { caseStudyHref } from '@/components/sections/case-study/links';
import { caseStudies } from './portfolio';

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
