// Vite turns `import url from 'file?url'` into the URL of the file, copied into the build.
declare module '*?url' {
  const url: string;
  export default url;
}
