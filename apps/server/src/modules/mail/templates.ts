import { CHALLENGE_HOURS } from '@seedmatch/shared/challenge';
import { CHALLENGE_REMINDER_HOURS, type MailKind } from '@seedmatch/shared/mail';
import { REFERRAL_POINTS } from '@seedmatch/shared/referrals';
import { escapeHtml } from '../../lib/html';

/** The mails SeedMatch sends, each with the kind a person can turn off and the data it is written from. */
const TEMPLATES = {
  match: { kind: 'matches', write: matchMail },
  unread: { kind: 'messages', write: unreadMail },
  intro: { kind: 'intros', write: introMail },
  challengeStarts: { kind: 'challenge', write: challengeStartsMail },
  challengeCloses: { kind: 'challenge', write: challengeClosesMail },
  friendJoined: { kind: 'referrals', write: friendJoinedMail },
} satisfies Record<string, { kind: MailKind; write: (data: Record<string, string>) => Letter }>;

export type MailTemplate = keyof typeof TEMPLATES;

/** What a template writes: the subject, a few plain paragraphs, and the one screen to open. */
type Letter = { subject: string; paragraphs: string[]; action: { label: string; path: string } };

export type RenderedMail = { kind: MailKind; subject: string; text: string; html: string };

export const KIND_NAMES: Record<MailKind, string> = {
  matches: 'new matches',
  messages: 'unread messages',
  intros: 'intro requests',
  challenge: 'challenge reminders',
  referrals: 'referrals',
};

function matchMail(data: Record<string, string>): Letter {
  return {
    subject: `It's a Match with ${data.partnerName}!`,
    paragraphs: [
      data.whose === 'yours'
        ? `${data.partnerName} liked your idea “${data.ideaTitle}”, and you had liked one of theirs.`
        : `You liked ${data.partnerName}'s idea “${data.ideaTitle}”, and ${data.partnerName} had liked one of yours.`,
      'Say hello while it is fresh.',
    ],
    action: { label: `Chat with ${data.partnerName}`, path: `/app/chat?room=${encodeURIComponent(data.roomId ?? '')}` },
  };
}

function unreadMail(data: Record<string, string>): Letter {
  return {
    subject: `${data.senderName} sent you a message`,
    paragraphs: [`A message from ${data.senderName} is waiting for you on SeedMatch.`],
    action: { label: 'Read the message', path: `/app/chat?room=${encodeURIComponent(data.roomId ?? '')}` },
  };
}

function introMail(data: Record<string, string>): Letter {
  return {
    subject: `${data.investorName} would like an intro`,
    paragraphs: [`${data.investorName}, an investor on SeedMatch, wrote to you.`, 'Your e-mail address stays hidden until you reply.'],
    action: { label: 'Read and reply', path: `/app/chat?room=${encodeURIComponent(data.roomId ?? '')}` },
  };
}

// Challenge times are said relative to now: a reader's time zone is unknown, and the worker sends only within the window.
function challengeStartsMail(data: Record<string, string>): Letter {
  return {
    subject: `${data.title} starts in under ${CHALLENGE_REMINDER_HOURS.starts} hours`,
    paragraphs: [
      `You joined ${data.title}, and it starts in under ${CHALLENGE_REMINDER_HOURS.starts} hours.`,
      `From the start you have ${CHALLENGE_HOURS} hours to build an MVP of one of your ideas and submit it.`,
    ],
    action: { label: 'Open the challenge', path: '/app/challenge' },
  };
}

function challengeClosesMail(data: Record<string, string>): Letter {
  return {
    subject: `Submissions close in under ${CHALLENGE_REMINDER_HOURS.closes} hours`,
    paragraphs: [
      `${data.title} ends in under ${CHALLENGE_REMINDER_HOURS.closes} hours, and you have not submitted an MVP yet.`,
      'Submit yours before then to earn credits.',
    ],
    action: { label: 'Submit your MVP', path: '/app/challenge' },
  };
}

function friendJoinedMail(data: Record<string, string>): Letter {
  return {
    subject: `${data.friendName} joined SeedMatch with your link`,
    paragraphs: [
      `${data.friendName} signed up with your referral link, which earned you ${data.points} points.`,
      `You earn ${REFERRAL_POINTS.matched} more when they make their first match, and ${REFERRAL_POINTS.launched} when they submit their first MVP.`,
    ],
    action: { label: 'See your referrals', path: '/app/referrals' },
  };
}

export const templateKind = (template: MailTemplate): MailKind => TEMPLATES[template].kind;

export const isMailTemplate = (name: string): name is MailTemplate => Object.hasOwn(TEMPLATES, name);

/**
 * A mail in text and HTML: a greeting, the template's paragraphs, a link to the exact screen, and a footer
 * saying why it came and how to stop this kind with one click.
 */
export function renderMail(
  template: MailTemplate,
  data: Record<string, string>,
  to: { name: string },
  links: { publicUrl: string; unsubscribeUrl: string },
): RenderedMail {
  const { kind, write } = TEMPLATES[template];
  const letter = write(data);
  const actionUrl = `${links.publicUrl}${letter.action.path}`;
  const settingsUrl = `${links.publicUrl}/app/profile`;
  const why = `You get this because e-mails about ${KIND_NAMES[kind]} are on.`;
  const text = [
    `Hi ${to.name},`,
    ...letter.paragraphs,
    `${letter.action.label}: ${actionUrl}`,
    'SeedMatch: Plant Ideas. Grow Startups.',
    `${why} Turn them off: ${links.unsubscribeUrl}\nAll e-mail settings: ${settingsUrl}`,
  ].join('\n\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f0fdf4;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<main style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px">
<p style="margin:0 0 20px;font-weight:700;color:#15803d;font-size:18px">SeedMatch</p>
<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(letter.subject)}</h1>
<p style="font-size:16px;line-height:1.5">Hi ${escapeHtml(to.name)},</p>
${letter.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;background:#15803d;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(letter.action.label)}</a></p>
<p style="font-size:14px;line-height:1.8;color:#52525b">${escapeHtml(why)} <a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#15803d">Turn them off</a> · <a href="${escapeHtml(settingsUrl)}" style="color:#15803d">All e-mail settings</a></p>
</main></body></html>`;
  return { kind, subject: letter.subject, text, html };
}
