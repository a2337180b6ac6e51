// `quire`: the document engine from a terminal.
await QuireCommandLine.tool.main()
