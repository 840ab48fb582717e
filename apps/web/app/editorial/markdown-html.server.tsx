import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from './Markdown';

/**
 * Editorial Markdown as the markup `Markdown` renders, for `MarkdownHtml` to show: made by React
 * from the parsed source (text escaped, unsafe links dropped), so the string is as safe as the
 * component it comes from. The page ships this markup instead of the parser.
 */
export function markdownHtml(source: string): string {
  return renderToStaticMarkup(<Markdown source={source} />);
}
