// No zod here: the public bundle needs these words without any schema code.

/** Spec §8: the status messages the product shows. */
export const statusMessages: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  422: 'Unprocessable Content',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export const statusMessage = (status: number): string | undefined => statusMessages[status];
