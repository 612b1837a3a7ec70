import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

// Loaded on demand by media-motion.ts only; plugins are registered once, here.
gsap.registerPlugin(ScrollTrigger);

export { gsap, ScrollTrigger };
