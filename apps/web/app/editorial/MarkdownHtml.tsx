/** Editorial Markdown rendered on the server (`markdownHtml`): React's own markup of the parsed source. */
export function MarkdownHtml({ html, className = 'prose' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
