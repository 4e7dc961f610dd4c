/*
 * check-name: examples/indexer -m w: only the uses that write
 * check-command: ../examples/indexer -Wno-decl -m w -s counter -s main:c tools/example-indexer.c
 *
 * check-output-start
tools/example-indexer.c:9:9	move	-m-
tools/example-indexer.c:15:13	main	-w-
tools/example-indexer.c:18:10	main	--w
 * check-output-end
 */
