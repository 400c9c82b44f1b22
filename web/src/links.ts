// Where the header strip and the token page send people (external, opened in a new tab).
export const LINKS = {
  buy: 'https://pump.fun/board?q=degs',
  telegram: 'https://t.me/degs_fun',
  twitter: 'https://x.com/degs_fun',
};
