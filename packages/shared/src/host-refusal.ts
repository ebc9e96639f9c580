/**
 * The one answer for a host the server will not connect to, whether its name is unknown or it lies in
 * a private or local network (issue 37): two different sentences would let anyone map the names of the
 * server's own network. Web and extension show the translation of the code; the sentence is for
 * scripts.
 */
export const HOST_REFUSED_CODE = "host-refused";
export const HOST_REFUSED_MESSAGE = "This address cannot be reached from this server. Please check it.";

/** The settings an administrator can use to allow hosts in the server's own network, by area. */
export const PRIVATE_NETWORK_SETTINGS = {
  mail: "MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS",
  jobLinks: "JOB_IMPORT_ALLOW_PRIVATE_NETWORKS",
} as const;
