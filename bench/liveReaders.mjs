// Pages' live streams for the bench's live part (bench/live.ts), in a process of their own as
// browsers would be: opens GET /api/v1/admin/changes for each token, reads every event, and reports
// per stream what it heard (and how often it heard of an admin account). Driven over the IPC channel of child_process.fork.
import http from 'node:http';
import process from 'node:process';

/** The resource whose records only superAdmins may read (bench/live.ts writes some in its burst). */
const STAFF_RESOURCE = '"admin-management"';

/** @type {Array<{ plainAdmin: boolean; changes: number; refetches: number; staffRecords: number; lastId: number; lastAt: number; ended: string | null; response: http.IncomingMessage }>} */
const readers = [];

function open(base, { token, plainAdmin }) {
  return new Promise((resolve) => {
    const request = http.get(`${base}/api/v1/admin/changes`, { agent: false, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } });
    request.on('error', () => resolve(false));
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return resolve(false);
      }
      const reader = { plainAdmin, changes: 0, refetches: 0, staffRecords: 0, lastId: 0, lastAt: 0, ended: null, response };
      let partial = '';
      let event = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          if (line.startsWith('id: ')) reader.lastId = Number(line.slice(4));
          else if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ') && event === 'end') reader.ended = JSON.parse(line.slice(6)).reason;
          else if (line.startsWith('data: ') && line.includes(STAFF_RESOURCE)) reader.staffRecords += 1;
          else if (line === '') {
            if (event === 'change') reader.changes += 1;
            else if (event === 'refetch') reader.refetches += 1;
            if (event === 'change' || event === 'refetch') reader.lastAt = Date.now();
            event = '';
          }
        }
      });
      response.on('close', () => (reader.ended ??= 'closed'));
      readers.push(reader);
      resolve(true);
    });
  });
}

process.on('message', async (message) => {
  if (message.type === 'open') {
    const opened = await Promise.all(message.pages.map((page) => open(message.base, page)));
    process.send({ type: 'opened', opened: opened.filter(Boolean).length, refused: opened.filter((ok) => !ok).length });
  } else if (message.type === 'report') {
    process.send({ type: 'report', readers: readers.map((reader) => ({ ...reader, response: undefined })) });
  } else if (message.type === 'close') {
    for (const reader of readers) reader.response.destroy();
    process.exit(0);
  }
});
