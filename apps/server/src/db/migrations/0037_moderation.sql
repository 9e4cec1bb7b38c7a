-- Reports and moderation (issue 19): filing reports, the admin queue's actions, hidden content on every read path.
SELECT 1;
