// `quire-samples`: `quire` with the example apps' documents — the engine's commands for checklists,
// boards and notes, and the examples' own `checklist` and `export` commands.
await SampleDocuments.tool.main()
