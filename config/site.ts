import {localized} from './locale';

/** The one place the source repository is named: navbar, footer and edit links use it. */
export const REPO_URL = 'https://github.com/oxbow-protocol/oxbow-docs';

/**
 * Deployments override the public origin; the default is our documentation
 * host. A function, because pages import this module too and the browser has
 * no `process`.
 */
export function siteUrl(): string {
  return process.env.SITE_URL ?? 'https://docs.oxbow.example';
}

/**
 * The picture link previews show (Open Graph, X/Twitter): static/img/social-card.png,
 * rendered from social-card.svg by scripts/render-social-card.ts at the size the
 * large-card layouts expect.
 */
export const SOCIAL_CARD = {path: 'img/social-card.png', width: 1200, height: 630} as const;

export function siteTitle(): string {
  return localized({en: 'Oxbow Docs', zh: 'Oxbow 文档'});
}

export function siteTagline(): string {
  return localized({
    en: 'Swap tokens, provide liquidity and build on the Oxbow protocol.',
    zh: '在 Oxbow 协议上兑换代币、提供流动性并构建应用。',
  });
}
