// rate-limiter-flexible types only its index; its stores are also CommonJS files of their own (lib/).
declare module "rate-limiter-flexible/lib/RateLimiterPostgres.js" {
  const RateLimiterPostgres: typeof import("rate-limiter-flexible").RateLimiterPostgres;
  export default RateLimiterPostgres;
}
declare module "rate-limiter-flexible/lib/RateLimiterRedis.js" {
  const RateLimiterRedis: typeof import("rate-limiter-flexible").RateLimiterRedis;
  export default RateLimiterRedis;
}
declare module "rate-limiter-flexible/lib/RateLimiterSQLite.js" {
  const RateLimiterSQLite: typeof import("rate-limiter-flexible").RateLimiterSQLite;
  export default RateLimiterSQLite;
}
