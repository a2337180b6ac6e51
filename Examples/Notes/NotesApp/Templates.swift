// Not in the seed: the two templates its launch scene names but doesn't show.
import NotesModel

/// The start of a meeting's notes.
@MainActor let meetingTemplate = TextDocument(text: """
    Meeting Notes

    Date:
    Attendees:

    Agenda
    -

    Decisions
    -

    Action items
    - [ ]

    """)

/// The start of a journal page.
@MainActor let journalTemplate = TextDocument(text: """
    Daily Journal

    Today I'm grateful for:

    What happened:

    Tomorrow:

    """)
