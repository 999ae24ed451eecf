/**
 * Member import and export with the files associations really have (issue 31), each file made here
 * as a spreadsheet program writes it: semicolon CSV with and without quotes, tab-separated, UTF-16
 * with a BOM, Windows-1252 (é ’ –), UTF-8 with a BOM, .xlsx (exceljs) on its first or a chosen
 * sheet; row numbers of the spreadsheet after a two-line quoted address; usual column names of
 * association systems; join and renewal dates; the staff member's remembered mapping; and the
 * export as CSV and .xlsx with every field of the member page, read back with exceljs.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDataFileType, checkFileType } from '../src/modules/files/file-types';
import { caller, multipart, queryRows } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let staff: { authorization: string; id: string };
let otherStaff: { authorization: string; id: string };
const url = '/api/v1/admin/member-imports';

async function send(
  path: string,
  bytes: Buffer,
  filename: string,
  fields: Record<string, string> = {},
  who: { authorization: string } = staff,
) {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, bytes },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${url}${path}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: who.authorization },
  });
}

const dryRun = (bytes: Buffer, filename: string, fields: Record<string, string> = {}, who = staff) =>
  send('/dry-run', bytes, filename, fields, who);
const apply = (bytes: Buffer, filename: string, fields: Record<string, string> = {}) =>
  send('', bytes, filename, { skipRefused: 'false', sendInvitations: 'false', ...fields });

async function account(email: string) {
  const [row] = await queryRows<Record<string, string | null>>(
    t.ctx.db,
    `select a.first_name, a.last_name, a.mobile, a.address, a.suburb, a.state, a.post_code, m.member_num,
            m.join_date::text as join_date, m.renewed_to::text as renewed_to, mt.code as type
       from accounts a left join memberships m on m.account_id = a.id
       left join membership_types mt on mt.id = m.type_id where a.email = '${email}'`,
  );
  return row;
}

/** A workbook's bytes: sheets by name, each a list of rows (cells as exceljs values). */
async function workbook(sheets: Record<string, ExcelJS.CellValue[][]>, setup?: (wb: ExcelJS.Workbook) => void) {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = wb.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  setup?.(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.execute(
    sql`insert into membership_types (code, name, fee_cents, is_life) values ('full', 'Full Member', 56000, false),
        ('student', 'Student Member', 9000, false), ('life', 'Life Member', 0, true)`,
  );
  staff = await caller(t.app, t.ctx.db, { contactTypes: ['MembershipStaff'] });
  otherStaff = await caller(t.app, t.ctx.db, { contactTypes: ['MembershipStaff'] });
});
afterAll(async () => t.close());

describe('member import formats', () => {
  it('reads a semicolon CSV with quotes (Excel in many locales) and guesses the usual column names', async () => {
    const text = [
      '"First name";"Last name";"e-Mail";"Membership level";"Member since";"Paid through";"Member ID"',
      '"Ava";"Nguyen";"ava.semi@example.org";"Full Member";"1/07/2019";"30/06/2027";"OT1001"',
    ].join('\r\n');
    const res = await dryRun(Buffer.from(text), 'export.csv');
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report.source).toMatchObject({ format: 'csv', delimiter: 'semicolon', encoding: 'UTF-8' });
    expect(report.columns).toEqual([
      'First name',
      'Last name',
      'e-Mail',
      'Membership level',
      'Member since',
      'Paid through',
      'Member ID',
    ]);
    expect(report.guesses.map((g: { field: string }) => g.field)).toEqual([
      'firstName',
      'lastName',
      'email',
      'membershipType',
      'joinDate',
      'renewalDate',
      'memberNum',
    ]);
    expect(report.guesses[2].source).toBe('name');
    expect(report.counts).toMatchObject({ create: 1, refuse: 0 });
  });

  it('reads a semicolon CSV without quotes, and a tab-separated file; the separator can be chosen', async () => {
    const semi = Buffer.from('Given name;Surname;Email address;Suburb/Town\nLeo;Park;leo.semi@example.org;Carlton\n');
    const a = (await dryRun(semi, 'leo.csv')).json().data;
    expect(a.source.delimiter).toBe('semicolon');
    expect(a.mapping).toMatchObject({ firstName: 0, lastName: 1, email: 2, suburb: 3 });
    expect(a.counts.create).toBe(1);

    const tab = Buffer.from('First name\tLast name\tEmail\tPost code\nMia\tTan\tmia.tab@example.org\t0800\n');
    for (const name of ['mia.tsv', 'mia.txt']) {
      const b = (await dryRun(tab, name)).json().data;
      expect(b.source.delimiter).toBe('tab');
      expect(b.mapping).toMatchObject({ email: 2, postCode: 3 });
    }
    // Chosen as comma, the header is one column: no email column is found.
    const forced = await dryRun(semi, 'leo.csv', { delimiter: 'comma' });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().data).toMatchObject({
      columns: ['Given name;Surname;Email address;Suburb/Town'],
      mappingError: 'Map a column to Email: members are matched on their email address.',
      rows: [],
    });
    expect((await apply(semi, 'leo.csv', { delimiter: 'comma' })).json().message).toBe(
      'Map a column to Email: members are matched on their email address.',
    );
    const bad = await dryRun(semi, 'leo.csv', { delimiter: 'pipe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The separator must be one of auto, comma, semicolon, tab.');
  });

  it('reads UTF-16 LE and BE with a BOM, UTF-8 with a BOM, and Windows-1252 (é ’ –) exactly', async () => {
    const header = 'First name,Last name,Email,Address line 1,Address line 2,Suburb\r\n';
    const utf16 = `${header}Zoë,Ng,zoe.utf16@example.org,1 Rue St,,Bondi\r\n`;
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(utf16, 'utf-16le')]);
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(utf16, 'utf-16be')]);
    expect((await dryRun(le, 'le.csv')).json().data.source.encoding).toBe('UTF-16LE');
    expect((await dryRun(be, 'be.csv')).json().data.source.encoding).toBe('UTF-16BE');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(utf16)]);
    const bomReport = (await dryRun(bom, 'bom.csv')).json().data;
    expect(bomReport.source.encoding).toBe('UTF-8 with BOM');
    expect(bomReport.columns[0]).toBe('First name');
    expect(bomReport.mapping.firstName).toBe(0);

    const cp1252 = iconv.encode(
      `${header}Renée,O’Brien,renee.1252@example.org,Unit 2 – 14 Smith St,Level 3,Brunswick\r\n`,
      'windows-1252',
    );
    expect(cp1252.includes(Buffer.from([0x92]))).toBe(true); // ’ is one byte in Windows-1252
    const res = await apply(cp1252, 'legacy.csv');
    expect(res.statusCode).toBe(201);
    expect(await account('renee.1252@example.org')).toMatchObject({
      first_name: 'Renée',
      last_name: 'O’Brien',
      address: 'Unit 2 – 14 Smith St, Level 3',
      suburb: 'Brunswick',
    });
    const report = (await dryRun(cp1252, 'legacy.csv')).json().data;
    expect(report.source.encoding).toBe('windows-1252');
    expect(report.counts.unchanged).toBe(1);
  });

  it('keeps the general upload type check: Windows-1252 CSV is refused outside the import', async () => {
    const cp1252 = iconv.encode('Name\r\nRenée O’Brien\r\n', 'windows-1252');
    await expect(checkFileType('names.csv', cp1252)).rejects.toThrow('is not an allowed type');
    await expect(checkDataFileType('names.csv', cp1252)).resolves.toMatchObject({ extension: 'csv' });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await expect(checkDataFileType('photo.csv', png)).rejects.toThrow('is not a CSV, TSV or text file');
  });

  it('names the spreadsheet row of a record after a quoted two-line address, and of a bad date', async () => {
    const text = [
      'First name,Last name,Email,Address,Membership type,Member number,Join date,Renewal date',
      'Ann,Lee,ann.rows@example.org,"12 Smith St',
      'Unit 4",Full Member,OT2001,3/02/2020,30/06/2027',
      'Bo,Kim,not-an-email,,,,,',
      '',
      'Cy,Ray,cy.rows@example.org,,Full Member,OT2002,31/02/2020,',
      'Di,Fox,di.rows@example.org,,Full Member,OT2003,2021-07-01,2020-06-30',
    ].join('\n');
    const report = (await dryRun(Buffer.from(text), 'rows.csv')).json().data;
    expect(report.rows.map((r: { row: number; action: string }) => [r.row, r.action])).toEqual([
      [2, 'create'],
      [3, 'refuse'],
      [5, 'refuse'],
      [6, 'refuse'],
    ]);
    expect(report.rows[1].reasons).toEqual(['Email is not a valid address']);
    expect(report.rows[2].reasons).toEqual(['Join date "31/02/2020" is not a date (use d/m/yyyy or yyyy-mm-dd)']);
    expect(report.rows[3].reasons).toEqual(['Renewal date is before the join date']);
  });

  it('imports join and renewal dates onto the membership, and undo restores them', async () => {
    const first = [
      'First name,Last name,Email,Membership category,Member number,Date joined,Expiry date',
      'Eve,Hart,eve.dates@example.org,Full Member,OT3001,5/03/2018,30/06/2026',
      'Ian,Moss,ian.dates@example.org,life,OT3002,1999-01-15,',
    ].join('\n');
    expect((await apply(Buffer.from(first), 'dates.csv')).statusCode).toBe(201);
    expect(await account('eve.dates@example.org')).toMatchObject({
      type: 'full',
      join_date: '2018-03-05',
      renewed_to: '2026-06-30',
    });
    expect(await account('ian.dates@example.org')).toMatchObject({
      type: 'life',
      join_date: '1999-01-15',
      renewed_to: null,
    });
    // A renewal date alone updates the existing membership; undo puts the old date back.
    const renewal = Buffer.from('Email,Renewal date\neve.dates@example.org,30/06/2027\n');
    const dry = (await dryRun(renewal, 'renewal.csv')).json().data;
    expect(dry.rows[0]).toMatchObject({ action: 'update', changes: ['Renewal date'] });
    const batch = (await apply(renewal, 'renewal.csv')).json().data;
    expect((await account('eve.dates@example.org')).renewed_to).toBe('2027-06-30');
    const undo = await t.app.inject({
      method: 'POST',
      url: `${url}/${batch.id}/undo`,
      headers: { authorization: staff.authorization },
    });
    expect(undo.statusCode).toBe(200);
    expect(await account('eve.dates@example.org')).toMatchObject({ join_date: '2018-03-05', renewed_to: '2026-06-30' });
    // Dates for a member without a membership need a type.
    const noType = Buffer.from('First name,Last name,Email,Join date\nNo,Type,no.type@example.org,1/1/2020\n');
    expect((await dryRun(noType, 'notype.csv')).json().data.rows[0].reasons).toEqual([
      'A join or renewal date needs a membership: map a membership type',
    ]);
  });

  it('reads an .xlsx workbook: dates, numbers with leading zeros, formulas as their results', async () => {
    const bytes = await workbook(
      {
        Members: [
          ['First name', 'Last name', 'Email Address', 'Postcode', 'Member since', 'Membership type', 'Member no'],
          [
            'Kai',
            'Webb',
            { formula: 'LOWER("KAI.XLSX@EXAMPLE.ORG")', result: 'kai.xlsx@example.org' },
            800,
            new Date(Date.UTC(2015, 6, 1)),
            'Student Member',
            4001,
          ],
          [
            { richText: [{ text: 'Lu' }, { text: 'na' }] },
            'Diaz',
            { text: 'luna.xlsx@example.org', hyperlink: 'mailto:luna.xlsx@example.org' },
            3000,
            '2/03/2016',
            'full',
            'OT4002',
          ],
        ],
      },
      (wb) => {
        const sheet = wb.getWorksheet('Members');
        if (sheet) sheet.getColumn(4).numFmt = '0000';
      },
    );
    const report = (await dryRun(bytes, 'members.xlsx')).json().data;
    expect(report.source).toEqual({
      format: 'xlsx',
      encoding: null,
      delimiter: null,
      sheets: ['Members'],
      sheet: 'Members',
    });
    expect(report.rows.map((r: { row: number; email: string }) => [r.row, r.email])).toEqual([
      [2, 'kai.xlsx@example.org'],
      [3, 'luna.xlsx@example.org'],
    ]);
    expect((await apply(bytes, 'members.xlsx')).statusCode).toBe(201);
    expect(await account('kai.xlsx@example.org')).toMatchObject({
      post_code: '0800',
      join_date: '2015-07-01',
      member_num: '4001',
      type: 'student',
    });
    expect(await account('luna.xlsx@example.org')).toMatchObject({ first_name: 'Luna', join_date: '2016-03-02' });
  });

  it('reads the first sheet of a workbook, or the sheet chosen by name', async () => {
    const bytes = await workbook({
      'Read me': [['Exported from the old system'], ['Do not edit']],
      'Current members': [
        ['Forename', 'Family name', 'E-mail'],
        ['Sol', 'Reed', 'sol.sheet@example.org'],
      ],
    });
    const first = (await dryRun(bytes, 'two-sheets.xlsx')).json().data;
    expect(first).toMatchObject({ columns: ['Exported from the old system'], rows: [] });
    expect(first.source).toMatchObject({ sheets: ['Read me', 'Current members'], sheet: 'Read me' });
    expect(first.mappingError).toBe('Map a column to Email: members are matched on their email address.');
    const chosen = (await dryRun(bytes, 'two-sheets.xlsx', { sheet: 'current members' })).json().data;
    expect(chosen.source).toMatchObject({ sheets: ['Read me', 'Current members'], sheet: 'Current members' });
    expect(chosen.rows[0]).toMatchObject({ row: 2, email: 'sol.sheet@example.org', action: 'create' });
    const missing = await dryRun(bytes, 'two-sheets.xlsx', { sheet: 'Lapsed' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The workbook has no sheet with this name.');
  });

  it("remembers the staff member's last mapping by column name and offers it next time (to them only)", async () => {
    const text = Buffer.from('Nombre,Apellido,Correo,Ciudad\nTeo,Cruz,teo.remember@example.org,Hobart\n');
    const guessed = (await dryRun(text, 'es.csv')).json().data;
    expect(guessed.mapping).toEqual({});
    expect(guessed.mappingError).toBe('Map a column to Email: members are matched on their email address.');
    const mapping = JSON.stringify({ firstName: 0, lastName: 1, email: 2, suburb: 3 });
    expect((await apply(text, 'es.csv', { mapping })).statusCode).toBe(201);
    const next = Buffer.from('Correo,Nombre,Apellido,Ciudad,Email2\numa.remember@example.org,Uma,Ruiz,Perth,x\n');
    const offered = (await dryRun(next, 'es2.csv')).json().data;
    expect(offered.mapping).toEqual({ email: 0, firstName: 1, lastName: 2, suburb: 3 });
    expect(offered.guesses[0]).toEqual({ field: 'email', source: 'remembered' });
    expect(offered.guesses[4]).toEqual({ field: null, source: null });
    const other = (await dryRun(next, 'es2.csv', {}, otherStaff)).json().data;
    expect(other.mapping).toEqual({});
  });
});

describe('member export', () => {
  const exportAs = (format: 'csv' | 'xlsx') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/members/export',
      headers: { authorization: staff.authorization },
      payload: { selection: { filter: { search: 'export.member' } }, reason: 'Board report', format },
    });

  beforeAll(async () => {
    const text = [
      'First name,Last name,Email,Mobile,Address line 1,Suburb,State,Postcode,Membership type,Member number,Join date,Renewal date',
      '=SUM(1+1),Lane,export.member@example.org,0412 345 678,9 Elm St,Fitzroy,VIC,3065,Full Member,OT5001,1/07/2020,30/06/2027',
    ].join('\n');
    expect((await apply(Buffer.from(text), 'export-seed.csv')).statusCode).toBe(201);
  });

  const expected = {
    'Last name': 'Lane',
    Email: 'export.member@example.org',
    Mobile: '0412 345 678',
    'Member number': 'OT5001',
    'Street address': '9 Elm St',
    Suburb: 'Fitzroy',
    State: 'VIC',
    Postcode: '3065',
    Membership: 'Full Member',
    'Membership status': 'Active',
    'Join date': '2020-07-01',
    'Renewal date': '2027-06-30',
  };

  it('exports every field of the member page as CSV, formula-looking cells escaped', async () => {
    const res = await exportAs('csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/members-\d{4}-\d{2}-\d{2}\.csv/);
    const wb = new ExcelJS.Workbook();
    const sheet = await wb.csv.read(Readable.from([res.body.replace(/^\uFEFF/, '')]), {
      map: (value: string) => value,
    });
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const row = (sheet.getRow(2).values as string[]).slice(1);
    const record = Object.fromEntries(header.map((h, i) => [h, row[i]]));
    expect(record).toMatchObject(expected);
    expect(record['First name']).toBe("'=SUM(1+1)");
  });

  it('exports the same as an .xlsx workbook of text cells (no formulas)', async () => {
    const res = await exportAs('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/members-\d{4}-\d{2}-\d{2}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const cells = header.map((_, i) => sheet.getRow(2).getCell(i + 1));
    expect(cells.every((c) => c.type === ExcelJS.ValueType.String || c.type === ExcelJS.ValueType.Null)).toBe(true);
    const record = Object.fromEntries(header.map((h, i) => [h, cells[i].value]));
    expect(record).toMatchObject(expected);
    expect(record['First name']).toBe("'=SUM(1+1)");
    expect(header).toEqual(
      expect.arrayContaining(['Join date', 'Renewal date', 'Postcode', 'Mobile', 'Street address']),
    );
  });
});
