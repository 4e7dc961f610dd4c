// A FIFO given as the file to check, with a writer: read to its end like
// any file.  (Without a writer, open() waits, as for any program.)
/*
 * check-name: a FIFO as input: read like a file
 * check-command: sh -c 'p=$(pwd)/../sparse; d=$(mktemp -d); cd $d && mkfifo fifo.c && { printf "int x;\n" >fifo.c & } && $p fifo.c; s=$?; cd / && rm -rf $d; exit $s'
 *
 * check-error-start
fifo.c:1:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
