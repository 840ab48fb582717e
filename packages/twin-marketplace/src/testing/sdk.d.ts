// Loose typings for the two Sharetribe SDKs (they ship none); tests use them dynamically.
declare module 'sharetribe-flex-sdk' {
  const sdk: any;
  export default sdk;
}
declare module 'sharetribe-flex-integration-sdk' {
  const sdk: any;
  export default sdk;
}
