-- Issue 21: themes (filled in by the themes work).
SELECT 1;
