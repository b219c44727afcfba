import type { Kysely } from 'kysely';
import { sanitizeHtml } from '../../services/sanitizeHtml.js';
import { ensureSiteSettings } from '../../services/siteSettings.js';
import type { Database } from '../schema.js';
import { inTransaction } from './bulkLoad.js';

/** Top-level subjects and their sub-subjects, in display order. */
const subjectTree: Record<string, string[]> = {
  Mathematics: ['Arithmetic', 'Algebra', 'Geometry', 'Trigonometry', 'Calculus', 'Statistics'],
  Languages: ['English', 'Spanish', 'French', 'German', 'Portuguese', 'Mandarin Chinese'],
  Sciences: ['Physics', 'Chemistry', 'Biology', 'Earth science'],
  Humanities: ['History', 'Geography', 'Philosophy', 'Economics'],
  Music: ['Piano', 'Guitar', 'Violin', 'Singing', 'Music theory'],
  Programming: ['Python', 'JavaScript', 'Java', 'SQL and databases'],
  'Test preparation': ['SAT', 'IELTS', 'TOEFL'],
};

const languages: Array<[name: string, code: string]> = [
  ['Arabic', 'ar'], ['Bengali', 'bn'], ['Chinese (Mandarin)', 'zh'], ['Dutch', 'nl'], ['English', 'en'],
  ['French', 'fr'], ['German', 'de'], ['Greek', 'el'], ['Hindi', 'hi'], ['Indonesian', 'id'],
  ['Italian', 'it'], ['Japanese', 'ja'], ['Korean', 'ko'], ['Polish', 'pl'], ['Portuguese', 'pt'],
  ['Russian', 'ru'], ['Spanish', 'es'], ['Swahili', 'sw'], ['Swedish', 'sv'], ['Turkish', 'tr'],
  ['Ukrainian', 'uk'], ['Vietnamese', 'vi'],
];

const levels: Array<[name: string, code: string]> = [
  ['Primary school', 'primary'], ['Middle school', 'middle-school'], ['High school', 'high-school'],
  ['Undergraduate', 'undergraduate'], ['Graduate', 'graduate'], ['Adult learner', 'adult'], ['Professional', 'professional'],
];

const reportTitles = ['Inappropriate behaviour', 'No-show', 'Payment issue', 'Spam', 'Harassment', 'Fake profile', 'Other'];

const pages: Array<{ slug: string; title: string; contentHtml: string }> = [
  {
    slug: 'about',
    title: 'About us',
    contentHtml: `<h2>Learning that fits your life</h2>
<p>We connect students with independent tutors for one-to-one lessons, online or in person. Every tutor on the marketplace is reviewed by our team before their profile goes live.</p>
<h3>How it works</h3>
<ol><li>Search by subject, level and language.</li><li>Book a lesson at a time that suits you.</li><li>Pay securely; the tutor is paid once the lesson has taken place.</li></ol>
<p>Questions? Write to <a href="mailto:support@example.com">support@example.com</a>.</p>`,
  },
  {
    slug: 'terms',
    title: 'Terms of use',
    contentHtml: `<h2>Terms of use</h2>
<p>These terms apply to everyone who uses the marketplace: students, parents and tutors. By creating an account you accept them.</p>
<h3>1. Bookings and payments</h3>
<p>Lessons are paid when booked. The marketplace keeps a <strong>platform fee</strong> from each payment and passes the rest to the tutor after the lesson.</p>
<h3>2. Cancellations</h3>
<ul><li>Cancel at least 24 hours ahead for a full refund.</li><li>Later cancellations and no-shows may be charged in full.</li></ul>
<h3>3. Conduct</h3>
<p>Be respectful. Harassment, spam and fake profiles lead to suspension. Report a problem from the lesson page and our team will review it.</p>`,
  },
  {
    slug: 'privacy',
    title: 'Privacy policy',
    contentHtml: `<h2>Privacy policy</h2>
<p>We collect only what we need to run lessons: your name, email address, the subjects you study or teach and your booking history.</p>
<h3>What we never do</h3>
<ul><li>We do not sell your personal data.</li><li>We do not show your email address or phone number to other members.</li></ul>
<h3>Your rights</h3>
<p>You can download or delete your data at any time. Write to <a href="mailto:privacy@example.com">privacy@example.com</a> and we will answer within 30 days.</p>`,
  },
  {
    slug: 'faq',
    title: 'Frequently asked questions',
    contentHtml: `<h2>Frequently asked questions</h2>
<h3>How are tutors checked?</h3>
<p>Our team reviews each tutor's identity, qualifications and a sample lesson before approving the profile.</p>
<h3>Can I get a refund?</h3>
<p>Yes: cancel at least 24 hours before the lesson, or report a problem within 48 hours after it.</p>
<h3>Which payment methods are accepted?</h3>
<p>All major credit and debit cards. Prices are shown in the marketplace currency.</p>
<blockquote><p>Still stuck? Our support team answers within one working day.</p></blockquote>`,
  },
];

async function isEmpty(db: Kysely<Database>, table: 'subjects' | 'languages' | 'levels' | 'reportTitles' | 'pages') {
  return !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());
}

/**
 * The demo catalogues, standard pages and site settings. Idempotent: each list is filled only
 * while it is empty, so staff edits are never overwritten.
 */
export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (await isEmpty(trx, 'subjects')) {
      for (const [index, [parent, children]] of Object.entries(subjectTree).entries()) {
        const { id } = await trx.insertInto('subjects').values({ name: parent, sortOrder: index + 1, parentId: null }).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('subjects')
          .values(children.map((name, position) => ({ name, parentId: id, sortOrder: position + 1 })))
          .execute();
      }
    }
    if (await isEmpty(trx, 'languages')) {
      await trx.insertInto('languages').values(languages.map(([name, code], index) => ({ name, code, sortOrder: index + 1 }))).execute();
    }
    if (await isEmpty(trx, 'levels')) {
      await trx.insertInto('levels').values(levels.map(([name, code], index) => ({ name, code, sortOrder: index + 1 }))).execute();
    }
    if (await isEmpty(trx, 'reportTitles')) {
      await trx.insertInto('reportTitles').values(reportTitles.map((title) => ({ title }))).execute();
    }
    if (await isEmpty(trx, 'pages')) {
      await trx
        .insertInto('pages')
        .values(pages.map((page) => ({ ...page, contentHtml: sanitizeHtml(page.contentHtml), published: true })))
        .execute();
    }
    await ensureSiteSettings(trx);
  });
}
