import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A key and a self-signed certificate for localhost, valid for a day, made with
 * openssl: enough for a local HTTPS server that a browser started with
 * `--ignore-certificate-errors` accepts.
 */
export function localhostCertificate(): {key: string; cert: string} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oxbow-certificate-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=localhost',
        '-days',
        '1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      {stdio: 'ignore'},
    );
    return {key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8')};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
