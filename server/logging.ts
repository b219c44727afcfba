import type { FastifyRequest } from 'fastify';

/** Headers and body fields that carry secrets never reach the log. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers.accesstoken',
  'res.headers.refreshtoken',
  'res.headers["set-cookie"]',
];

/** Tokens in page URLs (the spec's /verify/{token}, /reset-password/{token}) are masked. */
export function maskUrl(url: string): string {
  return url.replace(/\/(verify|reset-password)\/[^/?#]+/g, '/$1/[token]').replace(/([?&](token|refreshToken)=)[^&#]*/gi, '$1[token]');
}

export const requestSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: maskUrl(request.url),
      remoteAddress: request.ip,
    };
  },
};
