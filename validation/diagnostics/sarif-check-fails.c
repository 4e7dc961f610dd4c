/*
 * check-name: scripts/check-sarif finds a line 0 and an unknown level
 * check-command: sh -c "printf '%s' '{\"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": {\"name\": \"x\"}}, \"results\": [{\"level\": \"warn\", \"message\": {\"text\": \"m\"}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \"a.c\"}, \"region\": {\"startLine\": 0}}}]}]}]}' | ../scripts/check-sarif --structural"
 * check-exit-value: 1
 *
 * check-output-start
runs[0].results[0]: bad level
runs[0].results[0].locations[0].physicalLocation.region: startLine is not an integer >= 1
 * check-output-end
 */
