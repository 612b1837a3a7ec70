'use client';

import dynamic from 'next/dynamic';

/**
 * The chat widget, server-rendered as before, with its code (and the validation library it brings) in a
 * chunk of its own that loads where the widget renders: a link prefetch of /engage, which loads the
 * page's client components, then fetches only this wrapper.
 */
export const LazyChatWidget = dynamic(() => import('./chat-widget').then((module) => module.ChatWidget));
