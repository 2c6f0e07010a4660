// The checks that span several variables, or look beyond the environment (the file system), made once the
// values themselves have parsed; and what start-up warns of.
import { createECDH } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { isThisMachine } from './lib/this-machine';

/** Both VAPID keys or neither, and the public key the one of the private key (a mismatch breaks every push). */
export function vapidProblems(env: NodeJS.ProcessEnv): string[] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return [];
  if (!publicKey || !privateKey) return ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither'];
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    if (ecdh.getPublicKey().toString('base64url') === publicKey) return [];
  } catch {
    // A private key that is not one makes no pair either.
  }
  return ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: not a key pair (make one with `npx web-push generate-vapid-keys`)'];
}

/** A client to serve instead must be there: without its index.html every page answers 404 while /readyz says ok. */
export function webDistProblems(env: NodeJS.ProcessEnv): string[] {
  if (!env.WEB_DIST) return [];
  const folder = path.resolve(env.WEB_DIST);
  if (fs.existsSync(path.join(folder, 'index.html'))) return [];
  return [
    `WEB_DIST: ${folder} holds no built client (no index.html); point it at a web build's folder (npm run build makes apps/web/dist)`,
  ];
}

/** With local sign-in anyone can sign in with any address, an admin's included: a real deployment's admins need Google. */
export function adminProblems(env: NodeJS.ProcessEnv): string[] {
  if (!env.ADMIN_EMAILS || env.NODE_ENV !== 'production' || env.LOCAL_SIGN_IN !== 'on') return [];
  return ['ADMIN_EMAILS: not with LOCAL_SIGN_IN=on in production, where anyone could sign in as an admin'];
}

/**
 * What start-up warns of when local sign-in is in use where others can reach it: in production (a demo, by
 * choice), and outside it at an address beyond this machine (NODE_ENV left unset on a deployment, say) or
 * listening beyond it (HOST is 0.0.0.0 by default: a laptop's demo is open to its whole network).
 */
export function localSignInWarning({ google, nodeEnv, publicUrl, host, port }: Config): string | undefined {
  if (google) return undefined;
  if (nodeEnv === 'production') {
    return "LOCAL_SIGN_IN=on: the local sign-in issuer is in use: anyone can sign in with any e-mail, and sign-ins in progress live in this process's memory (a restart interrupts them)";
  }
  if (!isThisMachine(new URL(publicUrl).hostname)) {
    return `local sign-in is on (NODE_ENV is ${nodeEnv}): anyone who reaches ${publicUrl} can sign in with any e-mail, an admin’s included. A real deployment sets NODE_ENV=production and the Google credentials.`;
  }
  if (isThisMachine(host)) return undefined;
  return `local sign-in is on (NODE_ENV is ${nodeEnv}) and the server listens on ${host}: anyone who reaches this machine on port ${port} can sign in with any e-mail, an admin’s included. HOST=127.0.0.1 keeps it to this machine; a real deployment sets NODE_ENV=production and the Google credentials.`;
}

/** Local sign-in lets anyone in as anyone: outside production it is the default, in production a demo's explicit choice. */
export function localSignInProblems(env: NodeJS.ProcessEnv): string[] {
  const hasGoogle = Boolean(env.GOOGLE_CLIENT_ID || env.GOOGLE_CLIENT_SECRET);
  const wanted = env.LOCAL_SIGN_IN ?? (env.NODE_ENV === 'production' || hasGoogle ? 'off' : 'on');
  if (hasGoogle && wanted === 'on') return ['LOCAL_SIGN_IN: not with GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET (Google is used)'];
  if (hasGoogle || wanted === 'on') return [];
  return env.NODE_ENV === 'production'
    ? [
        'GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, LOCAL_SIGN_IN: production needs Google credentials, or LOCAL_SIGN_IN=on for a demo where anyone can sign in with any e-mail',
      ]
    : ['GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, LOCAL_SIGN_IN: no sign-in left: set the Google credentials, or leave LOCAL_SIGN_IN on'];
}
