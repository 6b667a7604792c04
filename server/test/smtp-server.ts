import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP server on 127.0.0.1 (RFC 5321: EHLO, MAIL, RCPT, DATA, QUIT) that keeps what it receives. */
export class LocalSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server?: Server;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private session(socket: Socket) {
    let buffer = '';
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    socket.setEncoding('utf8');
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            this.received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 OK: queued\r\n');
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        switch (command) {
          case 'EHLO':
          case 'HELO':
            socket.write('250-localhost\r\n250 8BITMIME\r\n');
            break;
          case 'MAIL':
            mail.from = line.slice(10);
            socket.write('250 OK\r\n');
            break;
          case 'RCPT':
            mail.to.push(line.slice(8));
            socket.write('250 OK\r\n');
            break;
          case 'DATA':
            inData = true;
            socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
            break;
          case 'QUIT':
            socket.end('221 Bye\r\n');
            break;
          case 'RSET':
          case 'NOOP':
            socket.write('250 OK\r\n');
            break;
          default:
            socket.write('502 Command not implemented\r\n');
        }
      }
    });
  }
}
