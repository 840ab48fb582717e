/** Unknown paths (more than one segment, matching no route): the not-found page with 404. */
export const loader = () => {
  throw new Response('Not Found', { status: 404 });
};

export default function UnknownPath() {
  return null;
}
