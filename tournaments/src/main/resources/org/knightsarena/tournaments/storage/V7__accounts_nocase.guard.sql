-- Each row: one group of accounts whose user names differ only in case, which V7 would refuse.
SELECT 'user names must be unique ignoring case, but these accounts differ only in case: '
       || group_concat('''' || username || ''' (id ' || id || ')', ', ')
       || '; rename all but one of them (UPDATE accounts SET username = ... WHERE id = ...) and start again'
FROM (SELECT id, username FROM accounts ORDER BY id)
GROUP BY username COLLATE NOCASE
HAVING COUNT(*) > 1
ORDER BY MIN(id)
