'a' '\'' '\\' '\n' '"' '\x41' 'ab' ''
/*
 * check-name: character constants keep their escapes as written
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 char 'a'
1:5 char '\''
1:10 char '\\'
1:15 char '\n'
1:20 char '"'
1:24 char '\x41'
1:31 char 'ab'
1:36 char ''
 * check-output-end
 */
