import { Link } from 'react-router';

/** The links to the privacy policy and the terms, as every signed-in screen footer shows them: 24 px targets. */
export function LegalLinks({ className = '' }: { className?: string }) {
  return (
    <p className={`flex gap-4 text-xs text-zinc-600 ${className}`}>
      <Link to="/privacy" className="inline-flex min-h-6 items-center underline">
        Privacy Policy
      </Link>
      <Link to="/terms" className="inline-flex min-h-6 items-center underline">
        Terms of Service
      </Link>
    </p>
  );
}
