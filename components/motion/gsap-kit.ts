import { useGSAP } from '@gsap/react';
import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

// Loaded on demand with media-motion-runner.tsx only; plugins are registered once, here.
gsap.registerPlugin(ScrollTrigger, useGSAP);

export { gsap, ScrollTrigger };
