import { splitLinks } from '../lib/message-links';
import { bubbleControl, ExpandableText } from './expandable-text';

/** Past this many characters a message may run past twelve lines on a phone, and folds there ("Show more"). */
const LONG_AFTER_CHARACTERS = 360;

/**
 * A message's text with its http(s) addresses as links, a long one folded at twelve lines. The link keeps the bubble's text colour (it meets
 * contrast on both bubbles in both themes) and is told apart by its underline; on the brand-coloured bubble
 * its focus ring takes that colour too, as the page's brand ring would not show there.
 */
export function MessageText({ content, isMine }: { content: string; isMine: boolean }) {
  const text = splitLinks(content).map((piece, index) =>
    piece.kind === 'link' ? (
      <a
        key={index}
        href={piece.href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className={`text-current underline underline-offset-2 wrap-anywhere ${isMine ? 'focus-visible:outline-current!' : ''}`}
      >
        {piece.text}
      </a>
    ) : (
      piece.text
    ),
  );
  // Only a message that may run past twelve lines is measured; the rest, most of them, are plain text.
  if (content.length <= LONG_AFTER_CHARACTERS && content.split('\n').length <= 12) return <p className="whitespace-pre-wrap">{text}</p>;
  return (
    <ExpandableText text={content} clamp="line-clamp-12" className="whitespace-pre-wrap" controlClassName={`${bubbleControl(isMine)} mt-1`}>
      {text}
    </ExpandableText>
  );
}
