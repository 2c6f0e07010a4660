export const ERROR_MESSAGES = {
  noToken: 'No authentication token found',
  requestFailed: 'Request failed',
  userExists: 'User already exists',
  notSignedIn: 'Sign in to continue.',
  userNotFound: 'User not found',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests, please slow down.',
  internal: 'Something went wrong on our side. Please try again.',
  investorOnly: 'Access denied. Investor role required.',
} as const;
