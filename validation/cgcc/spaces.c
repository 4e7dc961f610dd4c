int x;
/*
 * check-name: cgcc: arguments with spaces and quotes are shell-quoted
 * check-command: cgcc/run-cgcc --dry-run "-DMSG=\"hello world\"" "-DQ='q'" -c $file -o "out dir/it's.o" ""
 *
 * check-output-start
../sparse <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet '-DMSG="hello world"' '-DQ='\''q'\''' -c cgcc/spaces.c -o 'out dir/it'\''s.o' ''
cc '-DMSG="hello world"' '-DQ='\''q'\''' -c cgcc/spaces.c -o 'out dir/it'\''s.o' ''
 * check-output-end
 */
