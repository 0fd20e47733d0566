export {
  TokenService,
  loadJwtSecret,
  ACCESS_TOKEN_TTL_SECONDS,
  JWT_SECRET_FILE,
  type AccessClaims,
} from './tokens.ts';
