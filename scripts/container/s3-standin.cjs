// s3rver on :9000 with MINIO_ROOT_USER / MINIO_ROOT_PASSWORD as its key pair and the bucket S3_BUCKET
// (default jah-files) created at start: what compose.yaml's minio and bucket services give the app.
const S3rver = require("s3rver");
const AWSAccount = require("s3rver/lib/models/account");

AWSAccount.DUMMY_ACCOUNT.createKeyPair(process.env.MINIO_ROOT_USER, process.env.MINIO_ROOT_PASSWORD);
new S3rver({
  address: "0.0.0.0",
  port: 9000,
  directory: "/data",
  silent: true,
  // Compose reaches it as http://minio:9000 with path-style requests; a host name is not a bucket here.
  vhostBuckets: false,
  configureBuckets: [{ name: process.env.S3_BUCKET || "jah-files" }],
})
  .run()
  .then(({ port }) => console.log(`S3 stand-in listening on ${port}`));
