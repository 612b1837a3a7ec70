import type { Config } from 'tailwindcss';

/** Theme tokens of the site: brand colours, fonts and breakpoints. Loaded by app/globals.css via @config. */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts', './lib/**/*.ts'],
  theme: {
    screens: {
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1536px',
    },
    extend: {
      colors: {
        brand: {
          50: '#f2f0ff',
          100: '#e6e2ff',
          200: '#cfc8ff',
          300: '#ada1ff',
          400: '#8a76fc',
          500: '#6d55f5',
          600: '#5a3ce8',
          700: '#4b2fc9',
          800: '#3e28a3',
          900: '#332482',
          950: '#1f1552',
        },
        accent: {
          300: '#67e8f9',
          400: '#22d3ee',
          500: '#06b6d4',
          600: '#0891b2',
          700: '#0e7490',
        },
        ink: {
          50: '#f6f7fb',
          100: '#eceef6',
          200: '#d5d9e8',
          300: '#b0b7cf',
          400: '#7c86a6',
          500: '#5b6483',
          600: '#454d6a',
          700: '#353b54',
          800: '#1f2336',
          900: '#121525',
          950: '#0a0c17',
        },
        sun: { 300: '#fcd34d', 400: '#fbbf24', 500: '#f59e0b' },
      },
      fontFamily: {
        sans: ['var(--font-geist-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        mono: ['var(--font-geist-mono)', 'ui-monospace', 'SFMono-Regular', 'monospace'],
      },
      maxWidth: { content: '80rem' },
    },
  },
};

export default config;
