-- Event discussion (issue 19): the functions through which comments are written and read (owner: comments work).
SELECT 1;
