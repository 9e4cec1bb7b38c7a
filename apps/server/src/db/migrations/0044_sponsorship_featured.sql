-- Issue 22: the "Patrocinado" slot's candidates, the reports' counters, and the audit actions of
-- the admin's sponsorship work.
SELECT 1;
