// `*.inline-css` files are compiled into their CSS text by scripts/css-text-loader.cjs.
declare module '*.inline-css' {
  const css: string;
  export default css;
}
