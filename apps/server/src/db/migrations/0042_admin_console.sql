-- Issue 21: admin console (filled in by the admin console work).
SELECT 1;
