/**
 * Enrolled courses (spec 03 §2 CPD, §4 Enrolment, §7 POST /api/user/enrolment/list and /unenrol,
 * §8 'Failed to get enrolls', 'Failed unenroll course', 'Unenroll success'): the list and its status
 * filter, the completion badge, and unenrolling.
 */
import { CPD_MESSAGES, EnrolmentListSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../test/feedback';
import { fixture } from '../../../test/fixtures';
import { currentAccount } from '../../../test/fixtures/account';
import { failNextLoad } from '../../../test/list-state';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { CPD_TEXT } from '../constants';
import { EnrolmentsView } from './EnrolmentsView';

const LIST = '/api/user/enrolment/list';
const me = currentAccount();
const enrolments = fixture(EnrolmentListSchema, [
  {
    enrolmentId: 1,
    status: 'Active',
    completionDate: null,
    expiryDate: null,
    courseCode: 'HT-101',
    loginUrl: 'https://learn.example.org/ht-101',
    course: { courseId: 31, courseName: 'Hand therapy basics', categoryName: 'Online course' },
  },
  {
    enrolmentId: 2,
    status: 'Completed',
    completionDate: '2026-05-01',
    expiryDate: null,
    courseCode: 'ETH-2',
    loginUrl: 'https://learn.example.org/eth-2',
    course: { courseId: 32, courseName: 'Ethics refresher', categoryName: 'Online course' },
  },
]);

function renderEnrolments() {
  answer('get', '/api/v1/account', me);
  return renderWithProviders(<EnrolmentsView />);
}

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('EnrolmentsView', () => {
  it("lists the member's courses: a completion badge on a completed one, Unenrol only on the others", async () => {
    const asked = captureRequests('post', LIST, enrolments);
    const { user } = renderEnrolments();
    expect(await screen.findByRole('heading', { name: 'Hand therapy basics' })).toBeInTheDocument();
    expect(card('Hand therapy basics').getByText('HT-101')).toBeInTheDocument();
    expect(card('Hand therapy basics').getByRole('link', { name: /Go to course/ })).toHaveAttribute(
      'href',
      'https://learn.example.org/ht-101',
    );
    expect(card('Ethics refresher').getByText(CPD_TEXT.completed)).toBeInTheDocument();
    expect(card('Ethics refresher').queryByRole('button', { name: /More/ })).not.toBeInTheDocument();
    expect(asked.map((a) => a.body)).toEqual([{ userId: me.id, status: null }]);

    await user.click(screen.getByRole('radio', { name: 'Completed' }).closest('label') as HTMLElement);
    await waitFor(() => expect(asked.map((a) => a.body)).toContainEqual({ userId: me.id, status: 'Completed' }));
  });

  it('says "No Data" when there are none, and the spec failure with Try again', async () => {
    answer('post', LIST, []);
    failNextLoad(LIST, 'post');
    const { user } = renderEnrolments();
    expect(await screen.findByText(CPD_MESSAGES.enrolsFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(CPD_MESSAGES.noEnrolments)).toBeInTheDocument();
  });

  it('unenrols after the confirmation with the course id and code, and says so', async () => {
    answer('post', LIST, enrolments);
    const posts = captureRequests('post', '/api/user/enrolment/unenrol', { message: 'ok' });
    const { user } = renderEnrolments();
    await user.click(await screen.findByRole('button', { name: 'More: Hand therapy basics' }));
    await user.click(await screen.findByRole('menuitem', { name: CPD_TEXT.unenrol }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CPD_TEXT.unenrolConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: CPD_TEXT.unenrol }));
    await expectToast(CPD_MESSAGES.unenrolSuccess);
    expect(posts.map((p) => p.body)).toEqual([{ userId: me.id, courseId: 31, courseCode: 'HT-101' }]);
  });

  it("says 'Failed unenroll course' when the server refuses", async () => {
    answer('post', LIST, enrolments);
    answerError('post', '/api/user/enrolment/unenrol', 409, {
      code: 'CONFLICT',
      message: CPD_MESSAGES.completedCannotUnenrol,
    });
    const { user } = renderEnrolments();
    await user.click(await screen.findByRole('button', { name: 'More: Hand therapy basics' }));
    await user.click(await screen.findByRole('menuitem', { name: CPD_TEXT.unenrol }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: CPD_TEXT.unenrol }));
    await expectToast(CPD_MESSAGES.unenrolFailed);
  });
});
