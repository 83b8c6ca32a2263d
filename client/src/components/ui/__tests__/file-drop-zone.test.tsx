import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "../../../testing/test-utils";
import { FileDropZone, formatFileSize, type FileDropZoneProps } from "../file-drop-zone";

const isText = (f: File) => f.name.endsWith(".txt");

function renderZone(props: Partial<FileDropZoneProps> = {}) {
  const onFile = vi.fn();
  const utils = renderWithTheme(
    <FileDropZone inputLabel="Resume file" prompt="Drop your resume here" accept=".txt" file={null} onFile={onFile} {...props} />,
  );
  const zone = screen.getByText(props.file ? props.file.name : "Drop your resume here").closest("label") as HTMLElement;
  return { ...utils, onFile, zone };
}

describe("<FileDropZone/>", () => {
  it("hands a picked file to onFile through the labelled input", async () => {
    const { onFile } = renderZone();
    const file = new File(["resume"], "asha.txt");
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText("Resume file"), file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it("takes the first acceptable file of a drop", () => {
    const { onFile, zone } = renderZone({ isAccepted: isText });
    const good = new File(["resume"], "asha.txt");
    fireEvent.drop(zone, { dataTransfer: { files: [new File(["x"], "photo.png"), good] } });
    expect(onFile).toHaveBeenCalledWith(good);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says why when nothing dropped is acceptable, and passes nothing on", () => {
    const { onFile, zone } = renderZone({ isAccepted: isText, rejectionMessage: (name) => `${name} is not a TXT file.` });
    fireEvent.drop(zone, { dataTransfer: { files: [new File(["x"], "photo.png")] } });
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("photo.png is not a TXT file.");
  });

  it("without a filter passes every file on, leaving validation to the caller", () => {
    const { onFile, zone } = renderZone();
    const png = new File(["x"], "photo.png");
    fireEvent.drop(zone, { dataTransfer: { files: [png] } });
    expect(onFile).toHaveBeenCalledWith(png);
  });

  it("ignores drops while disabled", () => {
    const { onFile, zone } = renderZone({ disabled: true });
    fireEvent.drop(zone, { dataTransfer: { files: [new File(["x"], "asha.txt")] } });
    expect(onFile).not.toHaveBeenCalled();
    expect((screen.getByLabelText("Resume file") as HTMLInputElement).disabled).toBe(true);
  });

  it("shows the chosen file's name and size", () => {
    renderZone({ file: { name: "asha.txt", size: 2048 } });
    expect(screen.getByText("asha.txt")).toBeTruthy();
    expect(screen.getByText("2 KB · click or drop to replace")).toBeTruthy();
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(2048)).toBe("2 KB");
  });
});
