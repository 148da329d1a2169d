import TestSupport
import Testing
import ViewTree

@Suite("Text editing model: undo history bounded in bytes")
struct TextEditingHistoryTests {
    @Test("Replacing a long text again and again keeps at most maximumUndoBytes of history (issue 41)")
    func historyBoundedInBytes() throws {
        var model = TextEditingModel()
        let texts = ["a", "b"].map { String(repeating: $0, count: 4_000) }
        for index in 0..<TextEditingModel.maximumUndoSteps {
            try model.replace(0..<model.characters.count, with: texts[index % 2])
        }
        print("history after \(TextEditingModel.maximumUndoSteps) replacements of 4,000 characters: \(model.historyBytes) bytes, "
            + "text \(model.textBytes) bytes")
        #expect(model.historyBytes <= TextEditingModel.defaultMaximumUndoBytes)
        #expect(model.heldBytes == model.textBytes + model.historyBytes && model.textBytes == 4_000 * MemoryLayout<Character>.stride)
        var steps = 0
        while model.undo() { steps += 1 }
        #expect(steps > 0 && steps < TextEditingModel.maximumUndoSteps, "\(steps) steps of 4,000 characters were kept")
        #expect(model.text == texts[(TextEditingModel.maximumUndoSteps - steps - 1) % 2], "each undo went back one replacement")
    }

    @Test("An edit costs what it replaced, not a copy of the text")
    func stepsHoldOnlyWhatChanged() throws {
        var model = TextEditingModel(text: String(repeating: "x", count: 4_000))
        for _ in 0..<50 {
            // Not typing in a run: each is a step of its own.
            try model.replace(model.characters.count..<model.characters.count, with: "y")
        }
        #expect(model.historyBytes <= 50 * 100, "\(model.historyBytes) bytes for 50 one-character edits")
        for _ in 0..<50 { model.undo() }
        #expect(model.text == String(repeating: "x", count: 4_000))
    }

    @Test("A step larger than the limit is not kept, nor the older steps it would strand")
    func oversizedStep() throws {
        var model = TextEditingModel(text: "start")
        model.maximumUndoBytes = 1_000
        model.insert("!")
        try model.replace(0..<model.characters.count, with: String(repeating: "z", count: 2_000))
        #expect(model.canUndo, "the big replacement removed only six characters")
        try model.replace(0..<model.characters.count, with: "end")
        #expect(!model.canUndo && model.historyBytes == 0, "undoing it would need the 2,000 characters it replaced")
        #expect(model.text == "end")
    }

    @Test("Forgetting the oldest steps leaves the newer ones working; lowering the limit trims at once")
    func forgetting() throws {
        var model = TextEditingModel()
        for word in ["one", "two", "three"] {
            try model.replace(0..<model.characters.count, with: word)
        }
        let oldest = try #require(model.oldestStepTime)
        let forgot = model.forgetOldestStep()
        #expect(forgot)
        #expect(try #require(model.oldestStepTime) >= oldest)
        #expect(model.undo() && model.text == "two")
        #expect(model.undo() && model.text == "one")
        let undoneFurther = model.undo()
        #expect(!undoneFurther, "the step back to the empty text was forgotten")
        #expect(model.canRedo)
        model.maximumUndoBytes = 0
        #expect(!model.canRedo && model.historyBytes == 0 && model.oldestStepTime == nil)
        let forgotMore = model.forgetOldestStep()
        #expect(!forgotMore)
    }

    @Test("With a small byte limit, undo and redo still walk exactly through the states edits made", arguments: 0..<6)
    func trimmedHistoryStaysConsistent(_ seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var model = TextEditingModel()
        model.maximumUndoBytes = 400 + Int(seed) * 150
        let alphabet: [Character] = ["a", "é", "👍🏽", " ", "q"]
        var states = [model.text]
        for _ in 0..<120 {
            let a = Int(random.next() % UInt64(model.characters.count + 1))
            let b = Int(random.next() % UInt64(model.characters.count + 1))
            let inserted = String((0..<Int(random.next() % 12)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            try model.replace(Swift.min(a, b)..<Swift.max(a, b), with: inserted)
            states.append(model.text)
            #expect(model.historyBytes <= model.maximumUndoBytes)
        }
        let final = model.text
        var back = 0
        while model.undo() {
            back += 1
            #expect(model.text == states[states.count - 1 - back], "seed \(seed), undo \(back)")
        }
        #expect(back > 0)
        // Redo walks forward through the same states; under the limit it may
        // stop short of the newest, whose redo steps the undos forgot.
        var redone = 0
        while model.redo() {
            redone += 1
            #expect(model.text == states[states.count - 1 - back + redone], "seed \(seed), redo \(redone)")
            #expect(model.historyBytes <= model.maximumUndoBytes)
        }
        #expect(redone > 0)
        if redone == back { #expect(model.text == final, "seed \(seed)") }
    }

    @Test("With room for every step, undoing all the way and redoing all the way ends at the final text")
    func roomyHistoryRedoesToTheEnd() throws {
        var model = TextEditingModel()
        for word in ["one", " two", " three", " four"] {
            try model.replace(model.characters.count..<model.characters.count, with: word)
        }
        while model.undo() {}
        #expect(model.text == "")
        while model.redo() {}
        #expect(model.text == "one two three four")
    }
}
