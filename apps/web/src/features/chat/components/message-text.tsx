import { splitLinks } from '../lib/message-links';

/**
 * A message's text with its http(s) addresses as links. The link keeps the bubble's text colour (it meets
 * contrast on both bubbles in both themes) and is told apart by its underline; on the brand-coloured bubble
 * its focus ring takes that colour too, as the page's brand ring would not show there.
 */
export function MessageText({ content, isMine }: { content: string; isMine: boolean }) {
  return (
    <p className="whitespace-pre-wrap">
      {splitLinks(content).map((piece, index) =>
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
      )}
    </p>
  );
}
