/**
 * The community FAQ shared by every tenant (it is about using the communities, not a profession):
 * question and answer (HTML), in display order.
 */
export const FAQ: [string, string][] = [
  [
    'How do I join a private community?',
    '<p>Open the community from <strong>Explore communities</strong> and choose <em>Join</em>. Accept the terms, answer the questions and wait for a moderator to approve your request.</p>',
  ],
  [
    'Who can see my posts?',
    '<p>Only members of the community you post in. Posts in private communities are never shown to non-members.</p>',
  ],
  [
    'Why is my post waiting for approval?',
    '<p>Some communities ask moderators to approve every post before it is published.</p>',
  ],
  [
    'How do I report a post?',
    '<p>Use the menu on the post and choose <em>Report</em>. Moderators review every report.</p>',
  ],
  [
    'Which files can I attach?',
    '<ul><li>PDF, Word, Excel and PowerPoint</li><li>Text files</li><li>PNG and JPEG images</li></ul><p>Up to 5 MB each and 10 per post.</p>',
  ],
  [
    'Can I edit or delete my post?',
    '<p>Yes. Open the menu on your post and choose <em>Edit</em> or <em>Delete</em>. Edited posts show an <em>edited</em> marker so readers know the text has changed.</p>',
  ],
  [
    'How do I get notified about replies?',
    '<p>Open <strong>Settings</strong> and choose which community activity you want to hear about: comments on your posts, replies to your comments, new posts in communities you joined.</p>',
  ],
  [
    'How do I leave a community?',
    '<p>Open the community and choose <em>Leave</em>. Auto-joined communities cannot be left.</p>',
  ],
];

/** The global terms and conditions of communities (spec 02 §3 Global terms; issue 20), shared by every tenant. */
export const GLOBAL_TERMS = `<h2>Community guidelines</h2>
<p>Communities are for members of the association to share practice knowledge with peers. By taking part you agree to:</p>
<ul>
<li>never share information that could identify a client, even without their name;</li>
<li>treat colleagues with respect and keep disagreements about the evidence, not the person;</li>
<li>declare any commercial interest when you recommend a product or service;</li>
<li>follow your profession's code of conduct in everything you post.</li>
</ul>
<p>Moderators may close, archive or remove posts that break these guidelines.</p>`;
