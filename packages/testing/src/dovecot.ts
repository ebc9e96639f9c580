import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const NOBODY = 65534;

/** Why a real IMAP server cannot be started here (dovecot not installed), or null when it can. */
export function dovecotMissing(): string | null {
  try {
    execFileSync("dovecot", ["--version"], { stdio: "ignore" });
    return null;
  } catch {
    return "dovecot is not installed (apt-get install -y dovecot-imapd)";
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real IMAP server (Debian's dovecot) for tests and the bench: its own config, users and maildirs in
 * a temp folder, plain IMAP on a free loopback port. It runs as an unprivileged user: as itself when
 * the test is not root, as nobody (dropped with setpriv) when it is. Mail "arrives" by writing files
 * into the maildir, as a delivery agent would.
 */
export class TestDovecot {
  readonly dir: string;
  port = 0;
  #process: ChildProcess | null = null;
  #counter = 0;
  readonly #uid: number;
  readonly #gid: number;
  readonly #user: string;

  constructor(private readonly users: Record<string, string>) {
    this.dir = mkdtempSync(path.join(os.tmpdir(), "jah-dovecot-"));
    const root = process.getuid?.() === 0;
    this.#uid = root ? NOBODY : process.getuid!();
    this.#gid = root ? NOBODY : process.getgid!();
    this.#user = root ? "nobody" : os.userInfo().username;
  }

  async start(): Promise<void> {
    this.port = await freePort();
    for (const sub of ["run", "state", "mail"]) mkdirSync(path.join(this.dir, sub), { recursive: true });
    const passwd = Object.entries(this.users)
      .map(([user, pass]) => `${user}:{PLAIN}${pass}:${this.#uid}:${this.#gid}::${this.dir}/home/${user}::`)
      .join("\n");
    writeFileSync(path.join(this.dir, "passwd"), `${passwd}\n`);
    writeFileSync(path.join(this.dir, "dovecot.conf"), this.#config());
    for (const user of Object.keys(this.users)) this.#maildir(user, "INBOX");
    this.#own(this.dir);
    const command = process.getuid?.() === 0 ? "setpriv" : "dovecot";
    const args = ["-F", "-c", path.join(this.dir, "dovecot.conf")];
    const full =
      command === "setpriv"
        ? [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups", "dovecot", ...args]
        : args;
    this.#process = spawn(command, full, { stdio: "ignore" });
    for (let i = 0; i < 100; i++) {
      if (await this.#answers()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`dovecot did not start on port ${this.port}`);
  }

  /** Stops the server (and with it every open connection): the "lost connection" of a test. */
  async stop(): Promise<void> {
    const child = this.#process;
    this.#process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
    // Its worker processes end when the master goes; wait until the port is free again.
    for (let i = 0; i < 50 && (await this.#answers()); i++) await new Promise((r) => setTimeout(r, 100));
  }

  /** Drops every open connection of a user (doveadm kick): a connection cut in the middle of a poll. */
  kick(user: string): void {
    execFileSync("doveadm", ["-c", path.join(this.dir, "dovecot.conf"), "kick", user], { stdio: "ignore" });
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Delivers a raw RFC 5322 message into a user's folder ("INBOX" or another name). */
  deliver(user: string, folder: string, raw: string): void {
    const dir = this.#maildir(user, folder);
    this.#counter += 1;
    const name = `${Date.now()}.M${this.#counter}P${process.pid}.jah`;
    const file = path.join(dir, "new", name);
    writeFileSync(file, raw.replace(/\r?\n/g, "\n"));
    chownSync(file, this.#uid, this.#gid);
  }

  #maildir(user: string, folder: string): string {
    const base = path.join(this.dir, "mail", user);
    const dir = folder === "INBOX" ? base : path.join(base, `.${folder}`);
    for (const sub of ["cur", "new", "tmp"]) {
      const at = path.join(dir, sub);
      if (!existsSync(at)) {
        mkdirSync(at, { recursive: true });
        this.#own(path.join(this.dir, "mail"));
      }
    }
    return dir;
  }

  #own(dir: string): void {
    if (process.getuid?.() !== 0) return;
    execFileSync("chown", ["-R", `${this.#uid}:${this.#gid}`, dir]);
  }

  #answers(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect(this.port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
  }

  #config(): string {
    const d = this.dir;
    const group = process.getuid?.() === 0 ? "nogroup" : "";
    return `base_dir = ${d}/run
state_dir = ${d}/state
log_path = ${d}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${this.#user}
${group ? `default_internal_group = ${group}` : ""}
default_login_user = ${this.#user}
first_valid_uid = 1
mail_location = maildir:${d}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${d}/passwd
}
userdb {
  driver = passwd-file
  args = username_format=%u ${d}/passwd
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${this.port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service auth {
  user = ${this.#user}
}
service auth-worker {
  user = ${this.#user}
}
`;
  }
}
