/*
 * check-name: examples/indexer -s NAME: each place a name is defined and used
 * check-command: ../examples/indexer -Wno-decl -s counter -s main:here -s point.x tools/example-indexer.c
 *
 * check-output-start
tools/example-indexer.c:4:5	-	def
tools/example-indexer.c:9:9	move	-m-
tools/example-indexer.c:15:19	main	m--
tools/example-indexer.c:19:16	main	-r-
tools/example-indexer.c:14:22	main	def
tools/example-indexer.c:14:22	main	-w-
tools/example-indexer.c:17:15	main	m--
tools/example-indexer.c:18:14	main	-r-
tools/example-indexer.c:1:20	-	def
tools/example-indexer.c:8:10	move	-m-
 * check-output-end
 */
