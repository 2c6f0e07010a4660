/** The local storage key holding the session's token (docs/product.md#local-storage). */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

/** Marks the landing page's pre-rendered first screen in the page the server sends (docs/decisions/0058). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Marks the `<template>` holding the app's script tags, which the boot script adds once the page has painted. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
/** Set on `<html>` when Get Started was tapped before the app had started; the landing then opens on the roles. */
export const GET_STARTED_TAPPED_ATTRIBUTE = 'data-get-started-tapped';
const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/**
 * A signed-in visitor is sent on from `/`: the landing they would not stay on is not shown to them. A button
 * tapped before the app has started shows that the tap was taken.
 */
export const LANDING_PRERENDER_STYLE = [
  `[${SIGNED_IN_ATTRIBUTE}] [${PRERENDERED_ATTRIBUTE}]{display:none}`,
  `[${PRERENDERED_ATTRIBUTE}] [aria-busy=true]{cursor:progress;opacity:.8}`,
].join('');

/**
 * Runs in the head of the landing page the server sends with its first screen in it (docs/decisions/0058):
 * - with a stored token, marks the page signed in, which hides that screen (LANDING_PRERENDER_STYLE), and
 *   starts the app at once;
 * - otherwise starts the app once the page's first contentful paint is on screen (the Paint Timing API; the
 *   frame after DOMContentLoaded where the browser has none), or after a second in a tab that paints nothing;
 * - keeps a tap on the pre-rendered Get Started (the screen's one button) for the app to answer, marks the
 *   button busy, and starts the app at once if it has not started.
 * Starting the app is adding the tags of the `<template data-after-paint>` (the entry script, its preloads).
 * Inline, so the server's CSP names its hash (plugins/security.ts).
 */
export const LANDING_BOOT_SCRIPT = [
  '(function(){',
  'var signedIn=false,started=false;',
  `try{signedIn=!!localStorage.getItem("${AUTH_TOKEN_STORAGE_KEY}")}catch(e){}`,
  `if(signedIn)document.documentElement.setAttribute("${SIGNED_IN_ATTRIBUTE}","");`,
  'function start(){if(started)return;started=true;',
  `var t=document.querySelector("template[${AFTER_PAINT_ATTRIBUTE}]");if(!t)return;`,
  'Array.prototype.forEach.call(t.content.children,function(e){var n=document.createElement(e.localName);',
  'for(var i=0;i<e.attributes.length;i++)n.setAttribute(e.attributes[i].name,e.attributes[i].value);document.head.append(n)})}',
  'function afterPaint(){if(signedIn)return start();setTimeout(start,1000);',
  'if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(start)});',
  'new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}',
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterPaint);else afterPaint();',
  `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[${PRERENDERED_ATTRIBUTE}] button");if(!b)return;`,
  `b.setAttribute("aria-busy","true");document.documentElement.setAttribute("${GET_STARTED_TAPPED_ATTRIBUTE}","");start()},true)`,
  '})()',
].join('');
