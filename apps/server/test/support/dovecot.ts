// The dovecot test server lives in @jah/testing since the inbox journey starts one too.
export { dovecotMissing, TestDovecot } from "@jah/testing/dovecot";
